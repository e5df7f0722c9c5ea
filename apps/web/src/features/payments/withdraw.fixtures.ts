// What the withdraw page's tests serve: a player ready to withdraw (card, password, phone)
// and the order a request answers.
export const withdrawInfoReady = {
  balance: 1000,
  minAmount: 100,
  maxAmount: 50000,
  dailyMaxAmount: 100000,
  dailyMaxCount: 5,
  dailyUsedAmount: 0,
  dailyUsedCount: 0,
  wageringLeft: 0,
  hasBankCard: true,
  hasWithdrawPassword: true,
  phoneRequired: true,
  phoneVerified: true,
  bankCard: null,
};

export const withdrawOrder = {
  type: 'withdraw',
  orderId: 'W20261126AAAAAA',
  amount: 150,
  status: 'pending',
  bankName: 'Türkiye İş Bankası',
  holderName: 'Deniz Yıldız',
  iban: 'TR** **** 1234',
  failReason: null,
  createTime: 1,
  updateTime: 1,
  canCancel: true,
};
