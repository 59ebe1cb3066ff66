// Every message of spec sections 5 and 8, quoted exactly (original spellings kept on purpose:
// 'occured', 'want place order'), plus the back-office's ResponseMsg values.

export const Messages = {
  genericError: 'An error occured. Please try again!',
  genericErrorLater: 'An error occured. Please try again later!',

  newsletterSubscribed: 'You have successfully subscribed to news channel!',
  reviewSubmitted: 'Your review submitted successfully!',
  contactSent: 'Message sent successfully!',

  loginSuccess: 'Login successfully!',
  loginFailed: 'Incorrect email or password!',
  signupSuccess: 'Signup Successfully!',
  emailExists: 'Email already exists!',

  cartItemExists: 'Product already exists in your cart!',
  cartItemAdded: 'Added to the cart!',
  wishlistItemExists: 'Product already exists in your wish list!',
  wishlistItemAdded: 'Added to your wish list!',
  cartEmpty: 'Your cart is empty',

  invalidProduct: 'Invalid product!',
  outOfStock: "Product is out of stock. Can't add it in the cart!",
  selectSize: 'Select size of product!',
  selectColor: 'Select color of product!',
  selectQuantity: 'Select quantity!',

  couponAlreadyApplied: 'Coupon code is already applied!',
  couponInvalid: 'Invalid coupon code!',

  confirmPlaceOrder: 'Do you really want place order?',
  orderPlaced: 'Order Placed Successfully!',
  profileUpdated: 'Profile Updated Successfully!',
  sellerRequestCreated: 'Your request for seller created successfully!',
  otpSent: 'An OTP has been sent to your email. Please confirm OTP & enter new password!',
  passwordChanged: 'Password changed successfully. Please login with your new password!',

  passwordMismatch: 'Password does not match!',
  /** Not in the spec: a new password that is one of the most common ones. */
  commonPassword: 'This password is too common. Please choose another one.',
  /** Not in the spec: a reset code that is wrong, expired, used or worn out (or for an unknown email). */
  resetCodeInvalid: 'The code is incorrect or has expired. Please request a new code.',
  /** Not in the spec: more password checks are waiting than the back-office takes on (HTTP 503). */
  passwordChecksBusy: 'Too many people are signing in right now. Please try again shortly.',
  invalidEmail: 'Please enter valid email address',

  // Browser hints of the contact form (spec section 5).
  contactNameHint: 'Please enter your name',
  contactEmailHint: 'Please enter your email',
  contactPhoneHint: 'Please enter your phone number',
  contactSubjectHint: 'Please enter subject',
  contactMessageHint: 'Please enter your message',

  dataRefreshed: 'All data refreshed successfully.',
  videoUnavailableTitle: 'Video unavailable',
  videoUnavailableBody: 'Sorry, the video could not be loaded. Please try again later.',
  noDescription: 'No description available.',
  /** Variant text of a cart line without a variant combination. */
  standardVariant: 'Standard',
  /** Order history "digital" column: digital but not completed yet. */
  digitalInProgress: 'Yes (In Progress)',
  /** Order history "digital" column: not a digital product. */
  notDigital: 'No',
} as const;
export type MessageKey = keyof typeof Messages;

/** '{label} is required' */
export function fieldRequired(label: string): string {
  return `${label} is required`;
}

/** '{label} min length should be {n} characters' */
export function fieldMinLength(label: string, n: number): string {
  return `${label} min length should be ${n} characters`;
}

/** '{label} max length should be {n} characters' */
export function fieldMaxLength(label: string, n: number): string {
  return `${label} max length should be ${n} characters`;
}

/** Not in the spec: the shared check's message for a numeric field holding something else. */
export function fieldNotNumber(label: string): string {
  return `${label} should be a number`;
}

/** 'Can not add more than {n} for this product' */
export function cannotAddMore(n: number): string {
  return `Can not add more than ${n} for this product`;
}

/** 'Please select {name} variant!' */
export function selectVariant(name: string): string {
  return `Please select ${name} variant!`;
}

/** 'Loading chunk {n} failed' */
export function chunkLoadFailed(n: number | string): string {
  return `Loading chunk ${n} failed`;
}

/** `ResponseMsg` values the back-office puts in the first answer row (spec section 7). */
export const ResponseMsg = {
  saved: 'Saved Successfully',
  emailExists: 'Email already exists!',
  loginOk: 'Login Successfully',
  orderPlaced: 'Order Placed Successfully',
  otpSent: 'Sent Successfully',
  passwordReset: 'Password reset successfully',
  /** Not in the spec: the answer of logout-user. */
  loggedOut: 'Logged Out Successfully',
  /** The login row for a wrong email or password (the same for both). */
  loginFailed: 'Incorrect email or password!',
  /** Not in the spec: the login row for the right password of an account the shop has disabled. */
  accountDisabled: 'This account has been disabled by the shop. Please contact us for help.',
} as const;
export type ResponseMsgValue = (typeof ResponseMsg)[keyof typeof ResponseMsg];

// Plain strings, outside the zod schemas: the browser's bundle imports them without zod.
/** The test card the checkout's test-mode notice offers: it pays in the sandbox. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

/** The back-office's and the storefront's words when a payment cannot be taken or asked for. */
export const PaymentMessages = {
  /** An order paid by card while card payments are unavailable. */
  cardUnavailable: 'Card payments are not available in this shop right now.',
  /** An order paid by wallet while wallet payments are unavailable. */
  walletUnavailable: 'PayPal payments are not available in this shop right now.',
  /** A card token or wallet step asked for without a live session. */
  signInToPay: 'Your session has ended. Please log in again to pay.',
} as const;
