import "./catalog";
import { brand } from "@shared/brand";
import { Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { ContactCard, SupportPageHeader } from "./contact-card";
import { LiveChatDialog } from "./live-chat-dialog";
import { MessageForm } from "./message-form";
import { emailAnswerHours, supportHours } from "./support-hours";

/** /support (001 §2, STAT-04..07): online chat, e-mail and phone, the message form, terms and privacy. */
export function SupportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <SupportPageHeader title={t("support.supportPage.title")} subtitle={t("support.supportPage.subtitle")} />
      <section aria-label={t("support.supportPage.cards")} className="grid gap-4 md:grid-cols-3">
        <ContactCard icon={MessageCircle} title={t("support.supportPage.chat.title")}>
          <p>{t("support.supportPage.chat.text")}</p>
          <LiveChatDialog />
        </ContactCard>
        <ContactCard icon={Mail} title={t("support.supportPage.email.title")}>
          <a
            href={`mailto:${brand.supportEmail}`}
            dir="ltr"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {brand.supportEmail}
          </a>
          <p>{t("support.supportPage.email.text", { hours: format.number(emailAnswerHours) })}</p>
        </ContactCard>
        <ContactCard icon={Phone} title={t("support.supportPage.phone.title")}>
          <a
            href={`tel:${brand.supportPhone}`}
            dir="ltr"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {format.digits(brand.supportPhone)}
          </a>
          <p>
            {t("support.supportPage.phone.text", {
              from: format.digits(supportHours.from),
              to: format.digits(supportHours.to),
            })}
          </p>
        </ContactCard>
      </section>
      <MessageForm key={user?.id ?? "visitor"} kind="support" />
      <p className="text-muted-foreground text-sm">
        {t("support.supportPage.policiesBefore")}
        <Link
          to="/terms"
          className="font-medium text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
        >
          {t("support.supportPage.terms")}
        </Link>
        {t("support.supportPage.policiesBetween")}
        <Link
          to="/privacy"
          className="font-medium text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
        >
          {t("support.supportPage.privacy")}
        </Link>
        {t("support.supportPage.policiesAfter")}
      </p>
    </div>
  );
}
