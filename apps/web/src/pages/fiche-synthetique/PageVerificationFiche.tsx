import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Upload } from '@codegouvfr/react-dsfr/Upload';
import { EmpreinteFiche, ficheSynthetiqueRoutes, type VerificationFicheSynthetique } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { clesFicheSynthetique } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';

const dateHeure = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

function Resultat({ verification }: { verification: VerificationFicheSynthetique }) {
  const copropriete = [verification.numeroImmatriculation, verification.nomCopropriete]
    .filter(Boolean)
    .join(' — ');
  const emission = verification.etablieLe ? `Fiche établie le ${dateHeure(verification.etablieLe)}` : '';
  switch (verification.statut) {
    case 'COURANTE':
      return (
        <Alert
          severity="success"
          title="Cette fiche synthétique est la fiche courante"
          description={`${emission} pour la copropriété ${copropriete}. Elle reprend la déclaration qui fait foi aujourd'hui au registre et le représentant légal actuel.`}
        />
      );
    case 'REMPLACEE':
      return (
        <Alert
          severity="warning"
          title="Cette fiche synthétique n'est plus la fiche courante"
          description={`${emission} pour la copropriété ${copropriete}. Depuis, la copropriété a déclaré d'autres données ou changé de représentant légal : demandez une fiche à jour à son syndic.`}
        />
      );
    case 'INCONNUE':
      return (
        <Alert
          severity="error"
          title="Aucune fiche synthétique du registre ne correspond"
          description="Cette empreinte ne correspond à aucune fiche émise par le registre : le document a pu être modifié, ou l'adresse est incomplète."
        />
      );
  }
}

/** Une fiche du registre tient en quelques dizaines de kilo-octets. */
const TAILLE_MAX_FICHE = 5 * 1024 * 1024;

/** Empreinte SHA-256 d'un fichier, calculée dans le navigateur (le fichier n'est pas envoyé). */
async function empreinteFichier(fichier: File): Promise<string> {
  const condensat = await crypto.subtle.digest('SHA-256', await fichier.arrayBuffer());
  return [...new Uint8Array(condensat)].map((octet) => octet.toString(16).padStart(2, '0')).join('');
}

/** Vérifier un fichier reçu (par courriel, par exemple) : son empreinte mène à la vérification. */
function VerificationDuFichier() {
  const naviguer = useNavigate();
  const [erreur, setErreur] = useState<string | null>(null);
  const choisir = async (evenement: ChangeEvent<HTMLInputElement>) => {
    const fichier = evenement.target.files?.[0];
    if (!fichier) return;
    if (fichier.size > TAILLE_MAX_FICHE) {
      setErreur('Ce fichier est trop volumineux pour être une fiche synthétique du registre.');
      return;
    }
    setErreur(null);
    naviguer(`/fiche-synthetique/verification/${await empreinteFichier(fichier)}`);
  };
  return (
    <Upload
      className="fr-mt-4w"
      label="Vérifier un fichier de fiche synthétique"
      hint="Choisissez le fichier PDF reçu : son empreinte est calculée sur votre appareil, le fichier n'est pas envoyé."
      state={erreur ? 'error' : 'default'}
      stateRelatedMessage={erreur ?? undefined}
      nativeInputProps={{ accept: '.pdf,application/pdf', onChange: choisir }}
    />
  );
}

/**
 * Vérification publique d'une fiche synthétique (ADR 0116), sans compte : page ouverte par le code QR de la
 * fiche ou par l'empreinte SHA-256 de son fichier. Elle dit si la fiche est la fiche courante de la copropriété.
 */
export function PageVerificationFiche() {
  const { empreinte = '' } = useParams();
  const valide = EmpreinteFiche.safeParse(empreinte.toLowerCase());
  const { data, isPending, isError } = useQuery({
    queryKey: clesFicheSynthetique.verification(valide.success ? valide.data : ''),
    queryFn: () =>
      appelerApi(ficheSynthetiqueRoutes.verifier, {
        params: { empreinte: valide.success ? valide.data : '' },
      }),
    enabled: valide.success,
  });
  return (
    <div className="fr-grid-row fr-grid-row--center fr-my-6w">
      <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
        <h1>Vérifier une fiche synthétique</h1>
        <p>
          La fiche synthétique d'une copropriété porte un code QR qui mène à cette page. Le registre y indique
          si elle est toujours la fiche courante de la copropriété.
        </p>
        <div aria-live="polite">
          {empreinte === '' ? null : !valide.success ? (
            <Alert
              severity="error"
              title="Adresse de vérification incomplète"
              description={`${valide.error.issues[0]?.message ?? ''} Lisez de nouveau le code QR de la fiche, ou recopiez l'adresse complète imprimée dessous.`}
            />
          ) : isPending ? (
            <p>Vérification en cours…</p>
          ) : isError || !data ? (
            <Alert
              severity="error"
              title="Vérification impossible"
              description="Le registre n'a pas pu vérifier cette fiche pour le moment : réessayez dans quelques instants."
            />
          ) : (
            <Resultat verification={data} />
          )}
        </div>
        {empreinte !== '' && (
          <p className="fr-text--sm fr-mt-3w">
            Empreinte vérifiée : <code className="fr-text--xs">{empreinte}</code>
          </p>
        )}
        <VerificationDuFichier />
      </div>
    </div>
  );
}
