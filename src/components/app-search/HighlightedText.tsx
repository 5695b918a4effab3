/** `text` with the characters at `positions` (code points) marked. */
export function HighlightedText({ text, positions, markClassName }: { text: string; positions: readonly number[]; markClassName: string }) {
  if (positions.length === 0) return <>{text}</>;
  const marked = new Set(positions);
  const parts: { text: string; marked: boolean }[] = [];
  [...text].forEach((char, index) => {
    const isMarked = marked.has(index);
    const last = parts[parts.length - 1];
    if (last && last.marked === isMarked) last.text += char;
    else parts.push({ text: char, marked: isMarked });
  });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className={markClassName}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
