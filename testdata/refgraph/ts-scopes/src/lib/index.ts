export * from './math';
export { square as sq } from './math';
export { default as Thing } from './thing';
