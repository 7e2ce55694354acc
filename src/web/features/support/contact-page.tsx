import "./catalog";
import { brand } from "@shared/brand";
import { Clock, Mail, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { ContactCard, SupportPageHeader } from "./contact-card";
import { LiveChatDialog } from "./live-chat-dialog";
import { MessageForm } from "./message-form";
import { emailAnswerHours, supportHours } from "./support-hours";

/** /contact (001 §2, §9, STAT-08..13): working hours, e-mail support, live chat and the message form. */
export function ContactPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <SupportPageHeader title={t("support.contactPage.title")} subtitle={t("support.contactPage.subtitle")} />
      <section aria-label={t("support.contactPage.cards")} className="grid gap-4 md:grid-cols-3">
        <ContactCard icon={Clock} title={t("support.contactPage.hours.title")}>
          <ul className="grid gap-1.5 text-foreground">
            <li>
              {t("support.contactPage.hours.weekdays", {
                from: format.digits(supportHours.from),
                to: format.digits(supportHours.to),
              })}
            </li>
            <li>{t("support.contactPage.hours.friday")}</li>
            <li>{t("support.contactPage.hours.online", { allDay: format.digits("24/7") })}</li>
          </ul>
        </ContactCard>
        <ContactCard icon={Mail} title={t("support.contactPage.email.title")}>
          <a
            href={`mailto:${brand.supportEmail}`}
            dir="ltr"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {brand.supportEmail}
          </a>
          <p>{t("support.contactPage.email.text", { hours: format.number(emailAnswerHours) })}</p>
        </ContactCard>
        <ContactCard icon={MessageCircle} title={t("support.contactPage.chat.title")}>
          <p>{t("support.contactPage.chat.text")}</p>
          <LiveChatDialog />
        </ContactCard>
      </section>
      <MessageForm key={user?.id ?? "visitor"} kind="contact" />
    </div>
  );
}
