import { fillTemplate, templatePreviewSamples } from "@shared/templates";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { formatToman } from "@/lib/format";
import { type EmphasisSegment, emphasisLines } from "./emphasis";

function Run({ segment }: { segment: EmphasisSegment }) {
  if (segment.style === "bold") return <strong>{segment.text}</strong>;
  if (segment.style === "italic") return <em>{segment.text}</em>;
  return <>{segment.text}</>;
}

/**
 * TPL-06: the content as a buyer reads it, variables filled with sample values (`{code}` with the chosen
 * discount code when there is one); no HTML is taken from it.
 */
export function TemplatePreview({ content, code }: { content: string; code?: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const sample = templatePreviewSamples[locale];
  const filled = fillTemplate(content, {
    ...sample,
    price: formatToman(sample.price, locale),
    code: code ?? sample.code,
  });
  return (
    <section aria-labelledby="template-preview-title" className="grid gap-2">
      <div>
        <h4 id="template-preview-title" className="font-medium text-sm">
          {t("templates.form.preview")}
        </h4>
        <p className="text-muted-foreground text-xs">{t("templates.form.previewHint")}</p>
      </div>
      <div
        data-testid="template-preview"
        className="max-h-56 overflow-y-auto whitespace-pre-wrap wrap-anywhere rounded-lg border bg-muted/50 p-3 text-start text-sm leading-relaxed"
      >
        {filled.trim() === "" ? (
          <span className="text-muted-foreground">{t("templates.form.previewEmpty")}</span>
        ) : (
          emphasisLines(filled).map((line) => (
            <p key={line.start} dir="auto" className="min-h-[1lh] text-start">
              {line.segments.map((segment) => (
                <Run key={segment.start} segment={segment} />
              ))}
            </p>
          ))
        )}
      </div>
    </section>
  );
}
