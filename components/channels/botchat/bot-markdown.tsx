/**
 * The markdown the botchat composer offers, drawn as the customer's app shows it: **bold**,
 * _italic_, `code` and [links](https://…). Anything else stays as typed (the server escapes it
 * for the platform), so the agent sees what the customer sees.
 */
const TOKEN = /(\*\*[^*\n]+\*\*|`[^`\n]+`|\[[^\]\n]+\]\(https?:\/\/[^)\s]+\)|(?<![\p{L}\p{N}])_[^_\n]+_(?![\p{L}\p{N}]))/u;
const LINK = /^\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)$/;

function inline(text: string): React.ReactNode[] {
  return text.split(TOKEN).map((part, i) => {
    if (i % 2 === 0) return part;
    if (part.startsWith("**")) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith("`"))
      return (
        <code key={i} className="bg-muted rounded px-1 py-0.5 font-mono text-[0.85em]">
          {part.slice(1, -1)}
        </code>
      );
    const link = LINK.exec(part);
    if (link)
      return (
        <a key={i} href={link[2]} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-2">
          {link[1]}
        </a>
      );
    return <em key={i}>{part.slice(1, -1)}</em>;
  });
}

export function BotMarkdown({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap" data-format="markdown">
      {inline(text)}
    </p>
  );
}
