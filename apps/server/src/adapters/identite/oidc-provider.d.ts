// Déclarations minimales de `oidc-provider` (le paquet ne fournit pas de types) : seulement ce qu'utilise le
// fournisseur d'identité local de développement (fournisseur-local.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ContexteKoa {
    body: unknown;
    type: string;
    status: number;
    host: string;
    set(entete: string, valeur: string): void;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface DetailsInteraction {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface Autorisation {
    addOIDCScope(portees: string): void;
    addOIDCClaims(revendications: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (requete: IncomingMessage, reponse: ServerResponse) => void;
    interactionDetails(requete: IncomingMessage, reponse: ServerResponse): Promise<DetailsInteraction>;
    interactionFinished(
      requete: IncomingMessage,
      reponse: ServerResponse,
      resultat: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (proprietes: { accountId: string; clientId: string }): Autorisation;
      find(id: string): Promise<Autorisation | undefined>;
    };
    on(evenement: string, rappel: (...args: unknown[]) => void): void;
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(toleranceHorloge?: number): (modele: string) => unknown;
}
