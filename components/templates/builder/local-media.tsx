"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { PreviewMedia } from "../preview/template-preview";

type LocalMedia = { byHandle: Readonly<Record<string, PreviewMedia>>; remember: (handle: string, file: File) => void };
const LocalMediaContext = createContext<LocalMedia>({ byHandle: {}, remember: () => {} });

/**
 * The files picked in this session, by the upload handle each became: an object URL the
 * preview can show (a handle is for the platform's review and can't be displayed). Keyed by
 * handle, so a card keeps its picture when cards are reordered or removed. URLs are released
 * when the builder goes away.
 */
export function LocalMediaProvider({ children }: { children: React.ReactNode }) {
  const [byHandle, setByHandle] = useState<Record<string, PreviewMedia>>({});
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const remember = useCallback((handle: string, file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    setByHandle((m) => ({ ...m, [handle]: { url, name: file.name, mimeType: file.type } }));
  }, []);
  return <LocalMediaContext.Provider value={{ byHandle, remember }}>{children}</LocalMediaContext.Provider>;
}

export const useLocalMedia = () => useContext(LocalMediaContext);
