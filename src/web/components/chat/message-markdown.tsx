import type { Locale } from "@shared/locales";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/class-names";

// Raw HTML in a reply is never rendered: react-markdown leaves it out and rehype-sanitize cleans the rest.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

const markdownStyles = cn(
  "break-words leading-relaxed [&>*+*]:mt-3",
  "[&_h1]:font-bold [&_h1]:text-lg [&_h2]:font-bold [&_h2]:text-base [&_h3]:font-bold",
  "[&_ul]:list-disc [&_ul]:ps-5 [&_ol]:ps-5 [&_li+li]:mt-1",
  "[&_a]:text-primary [&_a]:underline dark:[&_a]:text-accent-foreground",
  "[&_code]:rounded [&_code]:bg-background/70 [&_code]:px-1 [&_code]:text-[0.9em]",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-background/70 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground",
  "[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2",
);

// A numbered list counts in the interface's digits: ۱. ۲. ۳. in Persian (000 §9), 1. 2. 3. in English.
const listNumbers: Record<Locale, string> = {
  fa: "[&_ol]:[list-style-type:persian]",
  en: "[&_ol]:list-decimal",
};

/** An assistant reply written in Markdown, each paragraph in its own direction (Persian or English). */
export function MessageMarkdown({ text, className }: { text: string; className?: string }) {
  const { locale } = useLanguage();
  return (
    <div
      dir="auto"
      className={cn(
        markdownStyles,
        listNumbers[locale],
        "[&_:is(p,li,h1,h2,h3,h4,blockquote,td,th)]:[unicode-bidi:plaintext]",
        className,
      )}
    >
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
