export * from './referral-code';
