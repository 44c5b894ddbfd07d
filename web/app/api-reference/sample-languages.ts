/** The request sample languages, in picker order; a module of its own so the picker does not ship the generators. */
export const SAMPLE_LANGUAGES = [
  { id: "curl", label: "cURL", language: "bash" },
  { id: "javascript", label: "JavaScript", language: "javascript" },
  { id: "python", label: "Python", language: "python" },
  { id: "java", label: "Java", language: "java" },
  { id: "go", label: "Go", language: "go" },
  { id: "php", label: "PHP", language: "php" },
  { id: "csharp", label: "C#", language: "csharp" },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]["id"];

