/** The money module's words, each written once. */
export const MONEY_MESSAGES = {
  invalid: 'Enter an amount in rupees with at most two decimals, e.g. 1500 or 1,500.50',
  tooLarge: 'The amount is too large: at most Rs 2,14,74,836.47',
} as const;
