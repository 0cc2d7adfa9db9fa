/** The views of /admin/payments: the section's tabs, in order. */
export const walletAdminViews = ['payments', 'orders', 'transactions', 'refunds', 'ledger', 'flags', 'settings'] as const;
export type WalletAdminView = (typeof walletAdminViews)[number];

export const viewHref = (view: WalletAdminView) => (view === 'payments' ? '/admin/payments' : `/admin/payments/${view}`);
