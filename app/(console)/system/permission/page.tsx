export { default, generateMetadata } from '@/resources/permissions/page';
