import { genererPdf } from './pdf.js';

export interface DonneesLettreActivation {
  /** Lignes d'adresse du destinataire (norme postale, 7 lignes au plus). */
  adresse: (string | null | undefined)[];
  raisonSociale: string;
  siret: string | null;
  /**
   * Ce pour quoi le compte est demandé, à la suite de « pour » ; par défaut « l’établissement {raison
   * sociale} (SIRET …) ». Un syndic bénévole, sans établissement, désigne sa copropriété.
   */
  designation?: string;
  codeActivation: string;
  dateEdition: Date;
  urlActivation: string;
}

const dateLongue = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(d);

/**
 * Lettre d'envoi du code d'activation d'un compte télédéclarant, adressée par voie postale
 * (spec 1 §4 : le code est envoyé par courrier dans un délai de 15 jours au plus).
 */
export function genererLettreActivation(d: DonneesLettreActivation): Promise<Uint8Array> {
  return genererPdf(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(11).text('RÉPUBLIQUE FRANÇAISE');
      doc.font('Helvetica').fontSize(9).text('Registre national d’immatriculation des copropriétés');
      doc.moveDown(3);
      const lignes = d.adresse.filter((l): l is string => Boolean(l?.trim()));
      doc.font('Helvetica').fontSize(11).text(lignes.join('\n'), 320, undefined, { width: 220 });
      doc.moveDown(2);
      doc.text(`Le ${dateLongue(d.dateEdition)}`, 320);
      doc.moveDown(2);
      doc.x = 56;
      doc.font('Helvetica-Bold').text('Objet : code d’activation de votre compte de télédéclarant', 56);
      doc.moveDown();
      doc.font('Helvetica').text('Madame, Monsieur,', { width: 480 });
      doc.moveDown();
      doc.text(
        `Vous avez demandé la création d’un compte de télédéclarant au registre national d’immatriculation des copropriétés pour ${d.designation ?? `l’établissement ${d.raisonSociale}${d.siret ? ` (SIRET ${d.siret})` : ''}`}.`,
        { width: 480 },
      );
      doc.moveDown();
      doc.text('Pour activer ce compte, connectez-vous puis saisissez le code suivant :', { width: 480 });
      doc.moveDown();
      doc
        .font('Helvetica-Bold')
        .fontSize(18)
        .text(d.codeActivation, { align: 'center', characterSpacing: 3 });
      doc.moveDown();
      doc.font('Helvetica').fontSize(11).text(`Adresse d’activation : ${d.urlActivation}`, { width: 480 });
      doc.moveDown();
      doc.text(
        'Ce code est personnel. Si vous n’êtes pas à l’origine de cette demande, ignorez ce courrier ou contactez le teneur du registre.',
        { width: 480 },
      );
      doc.moveDown();
      doc.text('Veuillez agréer, Madame, Monsieur, nos salutations distinguées.', { width: 480 });
      doc.moveDown(2);
      doc.text('Le teneur du registre', { width: 480 });
    },
    { titre: 'Code d’activation de votre compte' },
  );
}
