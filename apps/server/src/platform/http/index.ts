// HTTP helpers every module shares: reading a request's input, refusing with a business error,
// wording a refused field.
export { readInput, anyObject } from './request-input';
export { business } from './business';
export { fieldMessage, issueMessage } from './field-message';
export { safeRelay } from './safe-relay';
