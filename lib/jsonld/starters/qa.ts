/** A question and its answer found in selected text (the answer may be empty). */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

const QUESTION_END = /[?？]\s*$/;
const QUESTION_PREFIX = /^(?:q|question|frage|f)\s*[.:)]\s*/i;
const ANSWER_PREFIX = /^(?:a|r|answer|réponse|reponse|antwort)\s*[.:)]\s*/i;
const NUMBERING = /^(?:\d{1,2}[.)]|[-•*–])\s+/;
/**
 * Between two sentences: an end mark (not that of list numbering such as `2.`), then a capital,
 * a digit or an opening quote.
 */
const SENTENCE_BREAK = /(?<=[.!?？…])(?<!(?:^|\s)\d{1,2}[.)])\s+(?=[\p{Lu}\d«"„“¿¡])/u;

const clean = (line: string): string => line.replace(/\s+/g, ' ').trim();

/**
 * Reads questions and answers from selected text: a line ending with `?` starts a question, the
 * lines after it up to the next question are its answer (joined by line breaks). `Q:`/`A:`-style
 * prefixes (`Question :`, `Réponse :`, `Frage:`, `Antwort:`) and list numbering are removed, and
 * text before the first question is ignored. Text on one line (Chrome turns the selection's line
 * breaks into spaces) is read sentence by sentence instead: `Why? Because… Where? Here.`
 */
export function parseQuestionsAndAnswers(text: string): QuestionAnswer[] {
  const lines = text
    .split(/\r?\n/)
    .map(clean)
    .filter((l) => l !== '');
  const oneLine = lines.length === 1;
  const units = oneLine ? lines[0]!.split(SENTENCE_BREAK) : lines;
  const out: QuestionAnswer[] = [];
  let current: { question: string; answer: string[] } | undefined;
  const flush = () => {
    if (!current) return;
    out.push({ question: current.question, answer: current.answer.join(oneLine ? ' ' : '\n') });
  };
  for (const unit of units) {
    const bare = unit.replace(NUMBERING, '');
    if (QUESTION_END.test(bare) && !ANSWER_PREFIX.test(bare)) {
      flush();
      current = { question: bare.replace(QUESTION_PREFIX, ''), answer: [] };
    } else if (current) {
      current.answer.push(unit.replace(ANSWER_PREFIX, ''));
    }
  }
  flush();
  return out;
}

/** Whether the text holds at least one question with an answer. */
export const looksLikeQuestionsAndAnswers = (text: string): boolean =>
  parseQuestionsAndAnswers(text).some((qa) => qa.answer !== '');
