package dev.agtpstudio.validator.semantic;

/** How an intent's leading verb relates to the declared method, as the lexicon reads it. */
public enum Relation {
    /** The intent leads with the method's own verb or its closest synonym (Books ... on BOOK, Buys ... on PURCHASE). */
    SAME_VERB(1.0),
    /** The intent's verb shares a catalog category with the method. */
    SAME_CATEGORY(0.8),
    /** Different categories of the same kind (discovery and retrieval): reads and reads. */
    RELATED(0.7),
    /** Different categories that do not contradict (a modification intent on a domain_spanning verb). */
    MISMATCH(0.4),
    /** The lexicon knows no verb at the start of the intent, or does not know the method: not judged. */
    UNREAD(0.5),
    /** A read-only intent on a state-changing verb, a state change on a read-only verb, a send on either. */
    CONTRADICTION(0.05),
    /** The intent's verb is the opposite of the method (Cancels ... on BOOK, Deactivates ... on ACTIVATE). */
    OPPOSITE(0.0);

    private final double weight;

    Relation(double weight) {
        this.weight = weight;
    }

    public double weight() {
        return weight;
    }
}
