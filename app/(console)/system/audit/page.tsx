export { default, generateMetadata } from '@/resources/audit/page';
