package dev.agtpstudio.app.cyclefixture.c;

/** Test fixture: a package nothing cycles through. */
public class C {}
