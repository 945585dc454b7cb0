/** The file as a download: its own type, never sniffed; anything but an image opens as an attachment. */
export function fileResponse(row: { name: string; mimeType: string; data: Buffer }): Response {
  const inline = row.mimeType.startsWith("image/");
  return new Response(new Uint8Array(row.data), {
    headers: {
      "Content-Type": row.mimeType,
      "Content-Length": String(row.data.length),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
