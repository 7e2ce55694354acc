// WhatsApp (001 §6): what the admin panel calls on a seller's connection.
export { firstConnectionOf } from "./connections";
export { sendTestMessage } from "./send";
