export { default, generateMetadata } from '@/resources/notices/page';
