export { default, generateMetadata } from '@/resources/signins/page';
