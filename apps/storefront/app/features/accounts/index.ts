// What other features may use of the shopper's account: everything else in this folder is its own.
export { endSession } from './end-session';
