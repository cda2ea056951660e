/** The inline red alert of a failed form submission (§4 login failure). */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="error-alert" role="alert">
      {message}
    </div>
  );
}
