export function greet(name: string): string {
  return `hello from ${name}`;
}
