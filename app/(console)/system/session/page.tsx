export { default, generateMetadata } from '@/resources/sessions/page';
