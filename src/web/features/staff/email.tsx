/** An e-mail address on its own line: left to right, at the start of the page's side in either direction. */
export function Email({ value }: { value: string }) {
  return (
    <p dir="ltr" className="text-start font-medium [overflow-wrap:anywhere] rtl:text-end">
      {value}
    </p>
  );
}
