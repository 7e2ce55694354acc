import { useTranslation } from "react-i18next";
import { initialsOf } from "@/lib/initials";
import { aboutTeam } from "./about-facts";

/** 001 §2, §3: the team, as static marketing content with initials instead of photos. */
export function AboutTeam() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-team-title" className="flex flex-col gap-4">
      <h2 id="about-team-title" className="font-bold text-2xl">
        {t("aboutPage.team.title")}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {aboutTeam.map((member) => {
          const name = t(`aboutPage.team.${member}.name`);
          return (
            <li key={member} className="flex flex-col items-center gap-3 rounded-xl border p-5 text-center">
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-primary/10 font-bold text-primary text-xl dark:bg-accent dark:text-accent-foreground"
              >
                {initialsOf(name)}
              </span>
              <div className="flex flex-col gap-0.5">
                <p className="font-bold">{name}</p>
                <p className="text-muted-foreground text-sm">{t(`aboutPage.team.${member}.role`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
