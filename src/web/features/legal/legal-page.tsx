import "./catalog";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import { type LegalSection, type LegalSections, legalTextsUpdatedOn } from "./legal-document";

interface LegalPageProps<Id extends string> {
  title: string;
  summary: string;
  order: readonly Id[];
  sections: LegalSections<Id>;
  related: { to: string; label: string };
}

/** 001 §2: a static text with a back link to the home page, a table of contents and its date. */
export function LegalPage<Id extends string>({ title, summary, order, sections, related }: LegalPageProps<Id>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/">
          <ArrowRight aria-hidden="true" className="ltr:rotate-180" />
          {t("legalPage.backHome")}
        </Link>
      </Button>
      <header className="flex max-w-[70ch] flex-col gap-3">
        <h1 className="font-extrabold text-3xl sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground leading-8">{summary}</p>
        <p className="text-muted-foreground text-sm">
          {t("legalPage.lastUpdated", { date: format.date(`${legalTextsUpdatedOn}T12:00:00+03:30`) })}
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents-title" className="mb-3 font-bold">
            {t("legalPage.contents")}
          </h2>
          <ol className="flex flex-col gap-2 rounded-xl border bg-muted/40 p-4 text-sm">
            {order.map((id, index) => (
              <li key={id} className="flex gap-2">
                {/* Numbered here, not by the list marker, so Persian gets Persian digits. */}
                <span aria-hidden="true" className="text-muted-foreground tabular-nums">
                  {format.number(index + 1)}.
                </span>
                <a href={`#${id}`} className="hover:underline">
                  {sections[id].heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-[70ch] flex-col gap-8">
          {order.map((id) => (
            <LegalSectionView key={id} id={id} section={sections[id]} />
          ))}
          <p className="border-t pt-6 text-muted-foreground">
            {t("legalPage.seeAlso")}{" "}
            <Link to={related.to} className="font-medium text-foreground underline-offset-4 hover:underline">
              {related.label}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}

function LegalSectionView({ id, section }: { id: string; section: LegalSection }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-24 flex-col gap-3">
      <h2 id={`${id}-title`} className="font-bold text-xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-8">
          {paragraph}
        </p>
      ))}
      {section.items && (
        <ul className="flex list-disc flex-col gap-2 ps-6 leading-8 marker:text-muted-foreground">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
