export { default, generateMetadata } from '@/resources/groups/page';
