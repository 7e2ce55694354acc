import { brand } from "@shared/brand";
import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "@/lib/format";
import { footerLinks } from "./nav-items";

export function SiteFooter() {
  const { t } = useTranslation();
  const format = useFormat();
  const name = brand.name[format.locale];
  return (
    <footer className="border-t bg-muted/40 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="font-extrabold text-lg">{name}</p>
          <p className="text-muted-foreground text-sm leading-relaxed">{t("shell.footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="mb-3 font-bold text-sm">
            {t("shell.footer.quickLinks")}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                  {t(`shell.footer.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-support-title">
          <h2 id="footer-support-title" className="mb-3 font-bold text-sm">
            {t("shell.footer.support")}
          </h2>
          <ul className="grid gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="text-muted-foreground">{t("shell.footer.supportLine")}:</span>
              <a href={`tel:${brand.supportPhone}`} dir="ltr" className="hover:underline">
                {format.digits(brand.supportPhone)}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="text-muted-foreground">{t("shell.footer.supportEmail")}:</span>
              <a href={`mailto:${brand.supportEmail}`} dir="ltr" className="hover:underline">
                {brand.supportEmail}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t py-4 text-center text-muted-foreground text-xs">© {t("shell.footer.rights", { name })}</p>
    </footer>
  );
}
