// Every distinct token of the indexed text, interned once, with a bigram index over the tokens so a
// query term finds every token that contains it (substring semantics) without scanning them all.

/** Two code points of a token (a one-character token is its own key). */
function bigramsOf(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length < 2) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

export class TermDictionary {
  readonly #ids = new Map<string, number>();
  readonly #tokens: string[] = [];
  /** Bigram → ids of the tokens holding it, ascending. */
  readonly #byBigram = new Map<string, number[]>();

  get size(): number {
    return this.#tokens.length;
  }

  token(id: number): string {
    return this.#tokens[id]!;
  }

  idOf(token: string): number | undefined {
    return this.#ids.get(token);
  }

  intern(token: string): number {
    let id = this.#ids.get(token);
    if (id !== undefined) return id;
    id = this.#tokens.length;
    this.#tokens.push(token);
    this.#ids.set(token, id);
    for (const gram of bigramsOf(token)) {
      const list = this.#byBigram.get(gram);
      if (list) list.push(id);
      else this.#byBigram.set(gram, [id]);
    }
    return id;
  }

  /** Ids of every token containing `term` (ascending). */
  containing(term: string): number[] {
    const grams = bigramsOf(term);
    if (grams.length === 0) return [];
    const lists: number[][] = [];
    for (const gram of grams) {
      const list = this.#byBigram.get(gram);
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const shortest = lists[0]!;
    const exactByGram = Array.from(term).length <= 2;
    if (exactByGram) return shortest.slice();
    // Intersect the two rarest lists, then confirm the substring on the token itself.
    const second = new Set(lists[1] ?? shortest);
    const out: number[] = [];
    for (const id of shortest) if (second.has(id) && this.#tokens[id]!.includes(term)) out.push(id);
    return out;
  }

  /** Ids of tokens starting with `prefix`. */
  startingWith(prefix: string): number[] {
    return this.containing(prefix).filter((id) => this.#tokens[id]!.startsWith(prefix));
  }
}
