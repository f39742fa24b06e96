/** Tables parcourues en entier (« Seq Scan ») dans un plan `EXPLAIN (FORMAT JSON)`, relevées dans tout l'arbre. */
export function tablesParcourues(plan: unknown): string[] {
  const parcourues: string[] = [];
  const visiter = (noeud: unknown): void => {
    if (Array.isArray(noeud)) {
      noeud.forEach(visiter);
      return;
    }
    if (noeud === null || typeof noeud !== 'object') return;
    const n = noeud as Record<string, unknown>;
    if (n['Node Type'] === 'Seq Scan') parcourues.push(String(n['Relation Name']));
    Object.values(n).forEach(visiter);
  };
  visiter(plan);
  return parcourues;
}
