export { default, generateMetadata } from '@/resources/users/page';
