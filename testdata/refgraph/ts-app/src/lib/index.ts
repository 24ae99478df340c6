export { add } from './math';
export * from './format';
