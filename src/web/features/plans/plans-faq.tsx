import { useTranslation } from "react-i18next";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

// 001 §2, §6, §9: five questions, one answer open at a time. The answers say what the app does today.
const questions = ["upgrade", "downgrade", "cancel", "annual", "payment"] as const;

export function PlansFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plans-faq-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h2 id="plans-faq-title" className="text-center font-extrabold text-2xl">
        {t("subscriptions.faq.title")}
      </h2>
      <Accordion type="single" collapsible className="rounded-xl border bg-card px-5">
        {questions.map((question) => (
          <AccordionItem key={question} value={question}>
            <AccordionTrigger>{t(`subscriptions.faq.${question}.question`)}</AccordionTrigger>
            <AccordionContent>{t(`subscriptions.faq.${question}.answer`)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
