export { default, generateMetadata } from '@/resources/notice/page';
