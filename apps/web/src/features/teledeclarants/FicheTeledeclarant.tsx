import {
  civiliteLabels,
  type FicheTeledeclarant as Fiche,
  typeEtablissementTeledeclarantLabels,
} from '@registre/domain';
import type { ReactNode } from 'react';
import { dateHeure, nomComplet, ouTiret } from './presentation';

function Section({ titre, children }: { titre: string; children: ReactNode }) {
  return (
    <section className="fr-mb-4w">
      <h2 className="fr-h4">{titre}</h2>
      <dl className="registre-fiche">{children}</dl>
    </section>
  );
}

function Ligne({ libelle, children }: { libelle: string; children: ReactNode }) {
  return (
    <div className="registre-fiche__ligne">
      <dt>{libelle}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Certificat({
  numero,
  certificat,
}: {
  numero: 1 | 2;
  certificat: Fiche['parametresServiceWeb']['certificat1'];
}) {
  return (
    <>
      <Ligne libelle={`Certificat ${numero} — sujet (DN)`}>
        <span className="registre-dn">{ouTiret(certificat?.subjectDn)}</span>
      </Ligne>
      <Ligne libelle={`Certificat ${numero} — émetteur (DN)`}>
        <span className="registre-dn">{ouTiret(certificat?.issuerDn)}</span>
      </Ligne>
    </>
  );
}

/**
 * Fiche d'un télédéclarant en lecture (spec 1 §2 « Detail sections ») : type, établissement,
 * représentant légal, adresse, paramètres techniques du service web.
 */
export function FicheTeledeclarant({ fiche }: { fiche: Fiche }) {
  const rl = fiche.representantLegal;
  const lignesAdresse = Object.values(fiche.adresse).filter(
    (l): l is string => l !== null && l.trim() !== '',
  );
  return (
    <>
      <Section titre="Type">
        <Ligne libelle="Type de télédéclarant">{typeEtablissementTeledeclarantLabels[fiche.type]}</Ligne>
        <Ligne libelle="Copropriétés représentées">{fiche.nbCopro.toLocaleString('fr-FR')}</Ligne>
        <Ligne libelle="Inscription">{dateHeure(fiche.dateCreation)}</Ligne>
        <Ligne libelle="Activation">{dateHeure(fiche.dateActivation)}</Ligne>
        <Ligne libelle="Dernier envoi du code d'activation">{dateHeure(fiche.dateEnvoiCodeActivation)}</Ligne>
      </Section>
      <Section titre="Établissement">
        <Ligne libelle="Raison sociale">{ouTiret(fiche.raisonSociale)}</Ligne>
        <Ligne libelle="SIRET">{ouTiret(fiche.siret)}</Ligne>
        <Ligne libelle="Code APE">{ouTiret(fiche.codeApe)}</Ligne>
        <Ligne libelle="Activité">{ouTiret(fiche.libelleActivite)}</Ligne>
        <Ligne libelle="Type d'établissement">{ouTiret(fiche.typeEtablissement)}</Ligne>
        {fiche.type === 'NOTAIRE' && (
          <Ligne libelle="Numéro de l'étude">{ouTiret(fiche.numeroEtudeNotariale)}</Ligne>
        )}
        <Ligne libelle="Téléphone">{ouTiret(fiche.telephone)}</Ligne>
      </Section>
      <Section titre="Représentant légal">
        <Ligne libelle="Civilité">{rl.civilite ? civiliteLabels[rl.civilite] : '—'}</Ligne>
        <Ligne libelle="Nom et prénom">{nomComplet(rl.prenom, rl.nom)}</Ligne>
        <Ligne libelle="Adresse électronique">{ouTiret(rl.email)}</Ligne>
        <Ligne libelle="Téléphone">{ouTiret(rl.telephone)}</Ligne>
        <Ligne libelle="Adresse">
          {ouTiret(
            [
              rl.adresse.complement,
              rl.adresse.immeuble,
              rl.adresse.voie,
              rl.adresse.lieuDit,
              [rl.adresse.codePostal, rl.adresse.commune].filter(Boolean).join(' '),
            ]
              .filter((x) => x && x.trim() !== '')
              .join(', '),
          )}
        </Ligne>
        <Ligne libelle="Pays">{rl.adresse.pays}</Ligne>
      </Section>
      <Section titre="Adresse">
        <Ligne libelle="Adresse postale">
          {lignesAdresse.length === 0 ? (
            '—'
          ) : (
            <address className="registre-adresse">
              {lignesAdresse.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lignes d'adresse, ordre fixe.
                <span key={i}>{l}</span>
              ))}
            </address>
          )}
        </Ligne>
        <Ligne libelle="Code postal">{ouTiret(fiche.codePostal)}</Ligne>
        <Ligne libelle="Commune">{ouTiret(fiche.commune)}</Ligne>
      </Section>
      <Section titre="Paramètres techniques du service web">
        <Certificat numero={1} certificat={fiche.parametresServiceWeb.certificat1} />
        <Certificat numero={2} certificat={fiche.parametresServiceWeb.certificat2} />
      </Section>
    </>
  );
}
