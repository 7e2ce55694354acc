import { DomainError } from "../errors";
import type { WhatsappApiError } from "../integrations/whatsapp/cloud-api-client";

// Each says what the seller can do about it; the page translates them by code.
export const tokenInvalid = () =>
  new DomainError(
    "whatsapp_token_invalid",
    400,
    "WhatsApp refused the access token, or the token cannot use this phone number id.",
  );
export const alreadyConnected = () =>
  new DomainError("whatsapp_already_connected", 409, "This WhatsApp number is connected to another account.");
export const outsideWindow = () =>
  new DomainError(
    "whatsapp_outside_window",
    409,
    "More than 24 hours have passed since the customer's last message: only a template message may be sent.",
  );

/** A Cloud API failure as the seller should hear it; the message row keeps the same reason. */
export function sendFailure(error: WhatsappApiError): DomainError {
  switch (error.kind) {
    case "token_invalid":
      return new DomainError("whatsapp_token_invalid", 502, "WhatsApp refused the access token: it may have expired.");
    case "outside_window":
      return new DomainError("whatsapp_outside_window", 502, outsideWindow().message);
    case "recipient_not_allowed":
      return new DomainError(
        "whatsapp_recipient_not_allowed",
        502,
        "WhatsApp does not let this number send to that recipient yet (a test number's allowed list).",
      );
    case "rate_limited":
      return new DomainError("rate_limited", 429, "WhatsApp is limiting this number's messages; try again shortly.");
    case "unavailable":
      return new DomainError("whatsapp_unreachable", 502, "WhatsApp did not answer; try again shortly.");
    case "undeliverable":
    case "refused":
      return new DomainError("whatsapp_send_failed", 502, "WhatsApp did not accept the message.");
  }
}
