export { default, generateMetadata } from '@/resources/roles/page';
