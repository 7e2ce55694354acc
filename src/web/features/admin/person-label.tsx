/**
 * A user as the panel names them: the name in its own direction, then the e-mail left to right (or the
 * e-mail alone). Isolated, a Persian name in English text or an address in Persian text keeps its order.
 */
export function PersonLabel({ name, email }: { name: string; email: string }) {
  const shown = name.trim();
  return (
    <>
      {shown && (
        <>
          <bdi>{shown}</bdi>
          {" · "}
        </>
      )}
      <bdi dir="ltr">{email}</bdi>
    </>
  );
}
