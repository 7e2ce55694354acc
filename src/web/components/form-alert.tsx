/** A form-level message, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-5 text-danger text-sm first-letter:uppercase empty:min-h-0">
      {message}
    </p>
  );
}
