import { Trans } from "react-i18next";
import { Link } from "react-router";

/** 001 §2: paying means accepting the terms. */
export function TermsNote() {
  return (
    <p className="text-center text-muted-foreground text-xs leading-relaxed">
      <Trans
        i18nKey="checkout.terms"
        components={{ terms: <Link to="/terms" className="text-foreground underline underline-offset-4" /> }}
      />
    </p>
  );
}
