import type { TypeOptions } from 'react-toastify';

/** The spec's toast kinds: success, info, warning, error and default. */
export type ToastKind = Exclude<TypeOptions, undefined>;
