import { displayNumber, openStreetMapLink, type WhatsappMessageDetails } from "@shared/whatsapp";
import { Info, MapPin, ShoppingCart, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatLatin, useFormat } from "@/lib/format";
import { orderTotal } from "./order-total";

type Details<Kind extends WhatsappMessageDetails["kind"]> = Extract<WhatsappMessageDetails, { kind: Kind }>;

/** A location, contact card, catalogue order or WhatsApp notice, laid out instead of as plain text. */
export function MessageDetails({ details }: { details: WhatsappMessageDetails }) {
  switch (details.kind) {
    case "location":
      return <SharedLocation details={details} />;
    case "contacts":
      return <SharedContacts details={details} />;
    case "order":
      return <CatalogueOrder details={details} />;
    case "system":
      return <WhatsappNotice details={details} />;
  }
}

const heading = "flex items-center gap-1.5 font-semibold text-sm";
const icon = "size-4 shrink-0 text-muted-foreground";

function SharedLocation({ details }: { details: Details<"location"> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 text-sm">
      <p className={heading}>
        <MapPin aria-hidden="true" className={icon} />
        <bdi>{details.name ?? t("whatsapp.thread.content.location")}</bdi>
      </p>
      {details.address && (
        <p dir="auto" className="wrap-anywhere leading-relaxed">
          {details.address}
        </p>
      )}
      <a
        href={openStreetMapLink(details.latitude, details.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="w-fit font-medium text-primary underline underline-offset-4 dark:text-accent-foreground"
      >
        {t("whatsapp.thread.content.openMap")}
      </a>
    </div>
  );
}

function SharedContacts({ details }: { details: Details<"contacts"> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul aria-label={t("whatsapp.thread.content.contacts")} className="grid gap-2 text-sm">
      {details.contacts.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a received card list never changes order
        <li key={index} className="grid gap-0.5">
          <p className={heading}>
            <UserRound aria-hidden="true" className={icon} />
            <bdi>{card.name}</bdi>
          </p>
          {card.phones.map((phone, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's phones never change order
            <p key={line} className="flex flex-wrap items-baseline gap-x-2">
              <a
                href={`tel:${phone.phone.replace(/[^\d+]/g, "")}`}
                aria-label={t("whatsapp.thread.content.call", { phone: phone.phone })}
                className="font-medium text-primary underline underline-offset-4 dark:text-accent-foreground"
              >
                <bdi dir="ltr">{format.digits(phone.phone)}</bdi>
              </a>
              {phone.type && <span className="text-muted-foreground text-xs lowercase">{phone.type}</span>}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

function CatalogueOrder({ details }: { details: Details<"order"> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = orderTotal(details.items);
  return (
    <div className="grid gap-1.5 text-sm">
      <p className={heading}>
        <ShoppingCart aria-hidden="true" className={icon} />
        {t("whatsapp.thread.content.order")}
      </p>
      {details.items.length === 0 ? (
        <p className="text-muted-foreground">{t("whatsapp.thread.content.orderEmpty")}</p>
      ) : (
        <ul aria-label={t("whatsapp.thread.content.orderItems")} className="grid gap-0.5">
          {details.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cart may list one product twice; its lines never move
            <li key={index} className="flex flex-wrap justify-between gap-x-3">
              <bdi dir="ltr" className="font-mono text-xs">
                {item.product_retailer_id}
              </bdi>
              <span>
                {t("whatsapp.thread.content.orderLine", {
                  quantity: format.number(item.quantity),
                  price: format.money(item.item_price, item.currency),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total && (
        <p className="font-semibold">
          {t("whatsapp.thread.content.orderTotal", { total: format.money(total.amount, total.currency) })}
        </p>
      )}
      {details.text && (
        <p dir="auto" className="wrap-anywhere whitespace-pre-wrap leading-relaxed">
          {details.text}
        </p>
      )}
    </div>
  );
}

function WhatsappNotice({ details }: { details: Details<"system"> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const changedNumber = details.type === "user_changed_number" || details.type === "customer_changed_number";
  return (
    <div className="grid gap-1 text-sm">
      <p className={heading}>
        <Info aria-hidden="true" className={icon} />
        {t(changedNumber ? "whatsapp.thread.content.numberChanged" : "whatsapp.thread.content.system")}
      </p>
      {details.new_wa_id && (
        <p>
          {t("whatsapp.thread.content.newNumber", {
            number: formatLatin(format.digits(displayNumber(details.new_wa_id)), format.locale),
          })}
        </p>
      )}
      <p dir="auto" className="wrap-anywhere text-muted-foreground text-xs">
        {details.body}
      </p>
    </div>
  );
}
