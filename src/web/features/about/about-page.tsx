import "./catalog";
import { brand } from "@shared/brand";
import { Briefcase, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import { AboutStats } from "./about-stats";
import { AboutStory } from "./about-story";
import { AboutTeam } from "./about-team";
import { AboutTimeline } from "./about-timeline";

/** /about (001 §2): stats, mission, vision, values, timeline, team, and the way to /contact and /careers. */
export function AboutPage() {
  const { t } = useTranslation();
  const name = brand.name[useFormat().locale];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-10 sm:py-14">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-extrabold text-3xl sm:text-4xl">{t("aboutPage.title", { name })}</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground leading-8">{t("aboutPage.subtitle", { name })}</p>
      </header>
      <AboutStats />
      <AboutStory />
      <AboutTimeline />
      <AboutTeam />
      <section
        aria-labelledby="about-cta-title"
        className="flex flex-col items-center gap-4 rounded-xl border bg-muted/40 p-8 text-center"
      >
        <h2 id="about-cta-title" className="font-bold text-2xl">
          {t("aboutPage.cta.title")}
        </h2>
        <p className="text-muted-foreground">{t("aboutPage.cta.text")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/contact">
              <MessageCircle aria-hidden="true" />
              {t("aboutPage.cta.contact")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/careers">
              <Briefcase aria-hidden="true" />
              {t("aboutPage.cta.careers")}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
