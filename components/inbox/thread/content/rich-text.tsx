/**
 * Message text as a phone shows it: line breaks kept, links clickable. Links open in a new
 * tab without a referrer, since they come from customers.
 */
const URL_RE = /(https?:\/\/[^\s<]+[^\s<.,:;"')\]!?])/g;

export function RichText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(URL_RE);
  return (
    <p className={`break-words whitespace-pre-wrap ${className ?? ""}`}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-2 break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
