// A seller's payment settings: the bank cards buyers pay to by card-to-card, how their receipts are handled,
// and the Zarinpal gateway.
export { addBankCard, deleteBankCard, listBankCards, setDefaultBankCard } from "./bank-cards";
export { getGateway, saveGateway } from "./gateway";
export { getReceiptSettings, saveReceiptSettings } from "./receipt-settings";
